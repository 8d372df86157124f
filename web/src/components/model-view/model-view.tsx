import type { PinStatus } from '@atelier/contract/reviews';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The 3D model viewer as the pages that show a model use it (issue 28). The viewer is the bim
 * feature's (three.js and web-ifc, loaded on first use); a feature may not import another, so the
 * app layer hands it to the pages through this slot (`ModelViewProvider`), and the assignment pages
 * draw `<ModelView>` without knowing where it comes from.
 */

type Vec3 = readonly [number, number, number];

/** A camera in the model's own coordinates (Z up, metres), as BCF keeps it. */
export interface ModelCamera {
  position: Vec3;
  target: Vec3;
}

/** A comment pinned to an element of the model, with the viewpoint it was made from. */
export interface ModelPin {
  id: string;
  number: number;
  globalId: string;
  camera: ModelCamera;
  status: PinStatus;
}

/** What the reviewer's Pin tool hands over: the element, the viewpoint and a PNG of the view. */
export interface PinPlacement {
  globalId: string;
  camera: ModelCamera;
  /** data:image/png;base64,… */
  snapshot: string;
}

export interface ModelViewProps {
  /** The model's (signed) link. */
  url: string;
  /** What names the model across re-signed links (its file's id); the url when absent. Another one opens afresh. */
  modelId?: string;
  /** How screen readers name the view ("Model of revision 2: house.ifc"). */
  label: string;
  /** GlobalIds of the elements an IDS check failed. */
  failures?: readonly string[];
  pins?: readonly ModelPin[];
  selectedPinId?: string | null;
  onSelectPin?: (pin: ModelPin) => void;
  /** Given, the reviewer's Pin tool is offered: a click on an element places a pin there. */
  onPlacePin?: (place: PinPlacement) => void;
}

/** How the app draws a model: `(props) => <TheViewer {...props} />`, declared once at module level. */
export type DrawModel = (props: ModelViewProps) => ReactNode;

const Slot = createContext<DrawModel | null>(null);

/** Set by the app layer around the pages that may show a model. */
export const ModelViewProvider = Slot.Provider;

/** The model in 3D, drawn by the viewer the app provided. */
export function ModelView(props: ModelViewProps) {
  const draw = useContext(Slot);
  if (!draw) return <p role="alert">The model viewer is not available on this page.</p>;
  return draw(props);
}
