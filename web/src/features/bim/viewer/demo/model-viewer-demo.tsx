import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../../styles/global.css';
import tinyModel from '../fixtures/tiny-model.ifc?url';
import { LazyModelViewer } from '../lazy-model-viewer';
import type { ModelPin, PinPlacement } from '../types';

/**
 * The viewer on the generated tiny model, for a developer and for scripts/model-viewer-shots.ts:
 * one failing wall (no FireRating), a pin on the door, and the Pin tool on. `?model=/path.ifc` opens another.
 */
const DOOR_PIN: ModelPin = {
  id: 'pin-1',
  number: 1,
  globalId: '0DoorGF010000000000000',
  camera: { position: [1.5, -5, 2.6], target: [4.5, 0.15, 1.05] },
  status: 'open',
};

function Demo() {
  const [pins, setPins] = useState<ModelPin[]>([DOOR_PIN]);
  const [selected, setSelected] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PinPlacement | null>(null);
  return (
    <main style={{ padding: 16, display: 'grid', gap: 12 }}>
      <h1 style={{ margin: 0, fontSize: '1.25rem' }}>Tiny house — revision 1</h1>
      <LazyModelViewer
        url={new URLSearchParams(window.location.search).get('model') ?? tinyModel}
        label="Model of revision 1: tiny-model.ifc"
        failures={['0WallGFNorth0000000000']}
        pins={pins}
        selectedPinId={selected}
        onSelectPin={(pin) => setSelected(pin.id)}
        onPlacePin={(place) => {
          setPlaced(place);
          setPins((all) => [
            ...all,
            {
              id: `pin-${all.length + 1}`,
              number: all.length + 1,
              globalId: place.globalId,
              camera: place.camera,
              status: 'open',
            },
          ]);
        }}
      />
      {placed && (
        <figure style={{ margin: 0 }} data-testid="placed-pin">
          <img src={placed.snapshot} alt={`Snapshot of the new pin on ${placed.globalId}`} width={240} />
          <figcaption>New pin on {placed.globalId}</figcaption>
        </figure>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Demo />
  </StrictMode>,
);
