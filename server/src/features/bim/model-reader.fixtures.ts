/**
 * Generated IFC4 models of any size for the reader's tests and measurements: walls, slabs, doors and
 * windows over storeys, each with a property set; walls also with a width quantity (300 mm), so
 * server/test/bim/walls.ids passes unless some walls are made without their FireRating.
 */
const KINDS = [
  ['IFCWALL', 'Wall', '.SOLIDWALL.', 'Pset_WallCommon'],
  ['IFCSLAB', 'Slab', '.FLOOR.', 'Pset_SlabCommon'],
  ['IFCDOOR', 'Door', '.DOOR.', 'Pset_DoorCommon'],
  ['IFCWINDOW', 'Window', '.WINDOW.', 'Pset_WindowCommon'],
] as const;

/** A GlobalId-shaped, unique name from a number (22 characters of the IFC alphabet). */
const gid = (n: number) => `G${n.toString(36).padStart(21, '0')}`;

export interface GeneratedModel {
  elements: number;
  storeys?: number;
  /** How many of the walls (the first ones) lack Pset_WallCommon.FireRating. */
  missingFireRating?: number;
}

export function generateModel({ elements, storeys = 5, missingFireRating = 0 }: GeneratedModel): string {
  const lines: string[] = [
    "#1=IFCPROJECT('" + gid(1) + "',$,'Generated project',$,$,$,$,$,#2);",
    '#2=IFCUNITASSIGNMENT((#3));',
    '#3=IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.);',
    "#4=IFCSITE('" + gid(4) + "',$,'Site',$,$,$,$,$,.ELEMENT.,$,$,$,$,$);",
    "#5=IFCBUILDING('" + gid(5) + "',$,'Generated building',$,$,$,$,$,.ELEMENT.,$,$,$);",
    "#6=IFCRELAGGREGATES('" + gid(6) + "',$,$,$,#1,(#4));",
    "#7=IFCRELAGGREGATES('" + gid(7) + "',$,$,$,#4,(#5));",
  ];
  const storeyIds = Array.from({ length: storeys }, (_, s) => 10 + s);
  storeyIds.forEach((id, s) =>
    lines.push(`#${id}=IFCBUILDINGSTOREY('${gid(id)}',$,'Level ${s}',$,$,$,$,$,.ELEMENT.,${s * 3000}.);`),
  );
  lines.push(`#9=IFCRELAGGREGATES('${gid(9)}',$,$,$,#5,(${storeyIds.map((i) => `#${i}`).join(',')}));`);
  const contained: number[][] = storeyIds.map(() => []);
  let next = 100;
  let walls = 0;
  for (let i = 0; i < elements; i++) {
    const [entity, label, predefined, pset] = KINDS[i % KINDS.length] ?? KINDS[0];
    const e = next;
    const tail = entity === 'IFCDOOR' || entity === 'IFCWINDOW' ? `2100.,900.,${predefined},$,$` : predefined;
    lines.push(`#${e}=${entity}('${gid(e)}',$,'${label}-${i}',$,$,$,$,$,${tail});`);
    const values = [`#${e + 1}=IFCPROPERTYSINGLEVALUE('IsExternal',$,IFCBOOLEAN(.${i % 3 ? 'F' : 'T'}.),$);`];
    if (entity !== 'IFCWALL' || walls++ >= missingFireRating)
      values.push(`#${e + 2}=IFCPROPERTYSINGLEVALUE('FireRating',$,IFCLABEL('EI${30 * (1 + (i % 4))}'),$);`);
    lines.push(...values);
    const props = values.map((_, k) => `#${e + 1 + k}`).join(',');
    lines.push(`#${e + 3}=IFCPROPERTYSET('${gid(e + 3)}',$,'${pset}',$,(${props}));`);
    lines.push(`#${e + 4}=IFCRELDEFINESBYPROPERTIES('${gid(e + 4)}',$,$,$,(#${e}),#${e + 3});`);
    if (entity === 'IFCWALL') {
      lines.push(`#${e + 5}=IFCQUANTITYLENGTH('Width',$,$,300.,$);`);
      lines.push(`#${e + 6}=IFCELEMENTQUANTITY('${gid(e + 6)}',$,'Qto_WallBaseQuantities',$,$,(#${e + 5}));`);
      lines.push(`#${e + 7}=IFCRELDEFINESBYPROPERTIES('${gid(e + 7)}',$,$,$,(#${e}),#${e + 6});`);
    }
    contained[i % storeys]?.push(e);
    next += 10;
  }
  contained.forEach((ids, s) =>
    lines.push(
      `#${next + s}=IFCRELCONTAINEDINSPATIALSTRUCTURE('${gid(next + s)}',$,$,$,(${ids.map((i) => `#${i}`).join(',')}),#${storeyIds[s]});`,
    ),
  );
  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');",
    "FILE_NAME('generated.ifc','2026-11-27T00:00:00',('Atelier'),('Atelier'),'','Atelier tests','');",
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    ...lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
