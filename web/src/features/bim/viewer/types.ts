import type { PinStatus } from '@atelier/contract/reviews';
import type { CameraView } from './camera';

/** A comment pinned to an element of the model, with the viewpoint it was made from (in the model's own coordinates, Z up, as BCF keeps them). */
export interface ModelPin {
  id: string;
  number: number;
  globalId: string;
  camera: CameraView;
  status: PinStatus;
}

/** What the reviewer's Pin tool hands over: the element, the viewpoint (model coordinates, Z up) and a PNG of the view. */
export interface PinPlacement {
  globalId: string;
  camera: CameraView;
  /** data:image/png;base64,… */
  snapshot: string;
}
