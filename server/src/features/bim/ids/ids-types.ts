/** An IDS 1.0 document as the checker uses it (buildingSMART Information Delivery Specification). */

/** An XSD restriction as IDS allows it: enumeration, pattern, bounds, lengths. */
export interface IdsRestriction {
  base: string;
  enumeration?: string[];
  pattern?: string[];
  minInclusive?: string;
  maxInclusive?: string;
  minExclusive?: string;
  maxExclusive?: string;
  length?: string;
  minLength?: string;
  maxLength?: string;
}

/** A facet parameter: an exact `simpleValue` or an `xs:restriction`. */
export type IdsValue = { simple: string } | { restriction: IdsRestriction };

export type Cardinality = 'required' | 'optional' | 'prohibited';

export type PartOfRelation =
  | 'IFCRELAGGREGATES'
  | 'IFCRELASSIGNSTOGROUP'
  | 'IFCRELCONTAINEDINSPATIALSTRUCTURE'
  | 'IFCRELNESTS'
  | 'IFCRELVOIDSELEMENT IFCRELFILLSELEMENT';

export type Facet =
  | { facet: 'entity'; name: IdsValue; predefinedType?: IdsValue; cardinality: 'required' }
  | { facet: 'attribute'; name: IdsValue; value?: IdsValue; cardinality: Cardinality }
  | {
      facet: 'property';
      propertySet: IdsValue;
      baseName: IdsValue;
      value?: IdsValue;
      dataType?: string;
      cardinality: Cardinality;
    }
  | { facet: 'classification'; value?: IdsValue; system?: IdsValue; cardinality: Cardinality }
  | { facet: 'material'; value?: IdsValue; cardinality: Cardinality }
  | {
      facet: 'partOf';
      relation?: PartOfRelation;
      name: IdsValue;
      predefinedType?: IdsValue;
      cardinality: Cardinality;
    };

export interface Specification {
  name: string;
  identifier?: string;
  description?: string;
  ifcVersion: string[];
  minOccurs: number;
  /** `unbounded` or a number; 0 makes the specification prohibited. */
  maxOccurs: number | 'unbounded';
  applicability: Facet[];
  requirements: Facet[];
}

export interface IdsDocument {
  title: string;
  specifications: Specification[];
}

/** Required (minOccurs ≥ 1), optional, or prohibited (maxOccurs 0), as the applicability says. */
export function usageOf(spec: Specification): Cardinality {
  if (spec.maxOccurs === 0) return 'prohibited';
  return spec.minOccurs > 0 ? 'required' : 'optional';
}
