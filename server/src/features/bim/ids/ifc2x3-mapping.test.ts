import { describe, expect, it } from 'vitest';
import { readIfc } from '../ifc/ifc-model';
import { checkIds } from './check';
import { parseIds } from './ids-parse';

const MODEL = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION((''),'2;1');
FILE_NAME('','',(''),(''),'','','');
FILE_SCHEMA(('IFC2X3'));
ENDSEC;
DATA;
#1=IFCFLOWTERMINAL('0AirTerminal0000000001',$,'Diffuser-01',$,$,$,$,$);
#2=IFCAIRTERMINALTYPE('0AirTerminalType000001',$,'Ceiling diffuser',$,$,$,$,$,$,.DIFFUSER.);
#3=IFCRELDEFINESBYTYPE('0RelDefinesByType00001',$,$,$,(#1),#2);
#4=IFCFLOWTERMINAL('0Sanitary000000000001',$,'Basin-01',$,$,$,$,$);
#5=IFCSANITARYTERMINALTYPE('0SanitaryType000000001',$,'Basin',$,$,$,$,$,$,.WASHHANDBASIN.);
#6=IFCRELDEFINESBYTYPE('0RelDefinesByType00002',$,$,$,(#4),#5);
ENDSEC;
END-ISO-10303-21;
`;

function ids(entity: string, requirement: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<ids xmlns="http://standards.buildingsmart.org/IDS" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <info><title>IFC2X3 mapping</title></info>
  <specifications>
    <specification name="Air terminals" ifcVersion="IFC2X3">
      <applicability minOccurs="1" maxOccurs="unbounded">
        <entity><name><simpleValue>${entity}</simpleValue></name></entity>
      </applicability>
      <requirements>${requirement}</requirements>
    </specification>
  </specifications>
</ids>`;
}

const check = (text: string) =>
  checkIds(readIfc(new TextEncoder().encode(MODEL)), parseIds(new TextEncoder().encode(text)))
    .specifications[0];

describe('the IFC2X3 occurrence/type mapping of the entity facet', () => {
  it('applies IFCAIRTERMINAL to an IfcFlowTerminal typed by an IfcAirTerminalType, and only to it', () => {
    const spec = check(
      ids(
        'IFCAIRTERMINAL',
        '<attribute><name><simpleValue>Name</simpleValue></name><value><simpleValue>Diffuser-01</simpleValue></value></attribute>',
      ),
    );
    expect(spec).toMatchObject({ status: 'pass', applicable: 1, passed: 1 });
  });

  it('takes the predefined type from the type object', () => {
    const ok = check(
      ids(
        'IFCAIRTERMINAL',
        '<entity><name><simpleValue>IFCAIRTERMINAL</simpleValue></name><predefinedType><simpleValue>DIFFUSER</simpleValue></predefinedType></entity>',
      ),
    );
    expect(ok?.status).toBe('pass');
    const wrong = check(
      ids(
        'IFCAIRTERMINAL',
        '<entity><name><simpleValue>IFCAIRTERMINAL</simpleValue></name><predefinedType><simpleValue>GRILLE</simpleValue></predefinedType></entity>',
      ),
    );
    expect(wrong?.failures[0]?.reason).toBe('predefined type is DIFFUSER, not GRILLE');
  });

  it('still knows the IFC2X3 class itself', () => {
    expect(check(ids('IFCFLOWTERMINAL', ''))).toMatchObject({ applicable: 2 });
  });
});
