import { MODEL_TEXT } from '@atelier/contract/models';
import type { Pin, ReviewFile } from '@atelier/contract/reviews';
import { useMemo, useState } from 'react';
import { ModelView, type ModelPin, type PinPlacement } from '../../../components/model-view/model-view';
import { failingGlobalIds } from '../models/model-report';
import { NewPinDialog } from './new-pin-dialog';
import { useAddModelPin, type ReviewTarget } from './review-api';
import styles from './review.module.css';

const xyz = ([x, y, z]: readonly [number, number, number]): [number, number, number] => [x, y, z];

interface ModelStageProps {
  target: ReviewTarget;
  /** A file of kind `model`. */
  file: ReviewFile;
  /** "Model of revision 2: house.ifc" */
  label: string;
  /** The pins put on this model. */
  pins: readonly Pin[];
  selectedId: string | null;
  onSelect: (pin: Pin) => void;
  /** An admin on the current revision: the viewer's Pin tool. */
  editable: boolean;
}

/** A revision's model in 3D with its pins and the elements its IDS check failed; its state while it is read. */
export function ModelStage({ target, file, label, pins, selectedId, onSelect, editable }: ModelStageProps) {
  const [placing, setPlacing] = useState<PinPlacement | null>(null);
  const addPin = useAddModelPin(target);
  const model = file.model;
  const report = model?.report;
  const failures = useMemo(() => failingGlobalIds(report), [report]);
  const modelPins = useMemo(
    () =>
      pins.flatMap((p): ModelPin[] =>
        p.globalId && p.camera
          ? [{ id: p.id, number: p.number, globalId: p.globalId, camera: p.camera, status: p.status }]
          : [],
      ),
    [pins],
  );
  if (!model || model.status !== 'ready') {
    return (
      <section className={styles.modelStage} aria-label="Model">
        <p className={styles.modelState} role={model?.status === 'failed' ? 'alert' : 'status'}>
          {!model
            ? 'This model is not available.'
            : model.status === 'failed'
              ? (model.error ?? MODEL_TEXT.couldNotRead)
              : model.status === 'queued'
                ? 'This model is waiting to be read.'
                : 'This model is being read and checked…'}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.modelStage} aria-label="Model">
      <ModelView
        url={model.url}
        modelId={file.id}
        label={label}
        failures={failures}
        pins={modelPins}
        selectedPinId={selectedId}
        onSelectPin={(chosen) => {
          const pin = pins.find((p) => p.id === chosen.id);
          if (pin) onSelect(pin);
        }}
        onPlacePin={editable ? setPlacing : undefined}
      />
      {placing && (
        <NewPinDialog
          title="A new pin on the model"
          pending={addPin.isPending}
          save={(comment) =>
            addPin.mutateAsync({
              fileId: file.id,
              comment,
              globalId: placing.globalId,
              camera: { position: xyz(placing.camera.position), target: xyz(placing.camera.target) },
              snapshot: placing.snapshot,
            })
          }
          onClose={() => setPlacing(null)}
        />
      )}
    </section>
  );
}
