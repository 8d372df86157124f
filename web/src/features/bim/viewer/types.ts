/** The viewer's pins and placements are the shapes the pages hand it (components/model-view). */
export type { ModelPin, PinPlacement } from '../../../components/model-view/model-view';
