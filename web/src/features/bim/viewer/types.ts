import type { PinStatus } from '@atelier/contract/reviews';
import type { CameraView } from './camera';

/** A comment pinned to an element of the model, with the viewpoint it was made from. */
export interface ModelPin {
  id: string;
  number: number;
  globalId: string;
  camera: CameraView;
  status: PinStatus;
}

/** What the reviewer's Pin tool hands over: the element, the viewpoint and a PNG of the view. */
export interface PinPlacement {
  globalId: string;
  camera: CameraView;
  /** data:image/png;base64,… */
  snapshot: string;
}
