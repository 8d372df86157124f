import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { centre, fitCamera, viewFromIfc, viewToIfc, type CameraView, type Vec3 } from './camera';
import { failureSet } from './failures';
import { startModelClient, type ModelClient } from './model-client';
import { boxOfBatches } from './part-batches';
import styles from './model-viewer.module.css';
import { PinMarkers } from './pin-markers';
import { PropertiesPanel } from './properties-panel';
import { createScene, FOV, type ViewerScene } from './scene';
import { useScene } from './use-scene';
import { useSelection } from './use-selection';
import { SectionPanel } from './section-panel';
import { keeps, type Section } from './section-maths';
import { StoreyPanel } from './storey-panel';
import { hiddenElements } from './storeys';
import type { ModelViewProps } from '../../../components/model-view/model-view';
import type { ModelPin } from './types';
import { useModel } from './use-model';
import { useModelInScene } from './use-model-in-scene';
import { PinList } from './pin-list';
import { elementLabel, VIEWER_TEXT } from './viewer-text';
import { ViewerToolbar } from './viewer-toolbar';
import { Viewport } from './viewport';

/** What the pages hand the viewer (components/model-view), and for tests what draws and reads. */
export interface ModelViewerProps extends ModelViewProps {
  /** For tests: what draws (jsdom has no WebGL) and what reads the model. */
  makeScene?: (canvas: HTMLCanvasElement) => ViewerScene;
  makeClient?: () => ModelClient;
}

const NO_PINS: readonly ModelPin[] = [];
const NO_FAILURES: readonly string[] = [];

/** The IFC model in 3D (issue 28): storeys, a section, properties, failures in red, pins at elements. */
export function ModelViewer({
  url,
  modelId,
  label,
  failures = NO_FAILURES,
  pins = NO_PINS,
  selectedPinId = null,
  onSelectPin,
  onPlacePin,
  makeScene = createScene,
  makeClient = startModelClient,
}: ModelViewerProps) {
  const { state, client, batches } = useModel(url, modelId ?? url, makeClient);
  const content = state.status === 'ready' ? state.content : null;
  // While the geometry streams in, the box of what came so far (the keys, fit and section use it).
  const streamed = useMemo(() => boxOfBatches(batches), [batches]);
  const box = content?.box ?? streamed;
  const { canvas, canvasRef, scene, noWebgl } = useScene(makeScene);
  const view = useRef<CameraView | null>(null);
  const [hiddenStoreys, setHiddenStoreys] = useState<ReadonlySet<number>>(new Set());
  const { selected, properties, select } = useSelection(client);
  const [showFailures, setShowFailures] = useState(true);
  const [sectionOn, setSectionOn] = useState(false);
  const [section, setSection] = useState<Section>({ axis: 'height', at: 0.5 });
  const [pinTool, setPinTool] = useState(false);

  const elements = useMemo(() => new Map((content?.elements ?? []).map((e) => [e.expressID, e])), [content]);
  const byGlobalId = useMemo(() => new Map((content?.elements ?? []).map((e) => [e.globalId, e])), [content]);
  const failed = useMemo(
    () => failureSet(failures, new Map([...byGlobalId].map(([g, e]) => [g, e.expressID]))),
    [failures, byGlobalId],
  );
  const hidden = useMemo(
    () => (content ? hiddenElements(content, hiddenStoreys) : new Set<number>()),
    [content, hiddenStoreys],
  );

  const setView = useCallback(
    (next: CameraView) => {
      view.current = next;
      scene?.setCamera(next);
    },
    [scene],
  );

  useModelInScene(scene, canvas, batches, content, view);

  useEffect(() => scene?.setHidden(hidden), [scene, hidden]);
  useEffect(
    () => scene?.setHighlights(selected, failed.elements, showFailures),
    [scene, selected, failed, showFailures],
  );
  useEffect(() => scene?.setSection(sectionOn ? section : null, box), [scene, sectionOn, section, box]);

  /** Hands the reviewer's pin on element `id` to the page: its GlobalId, the viewpoint and the view as a PNG. */
  const placePin = (id: number) => {
    const e = elements.get(id);
    if (!onPlacePin || !e || !view.current || !scene || !content) return;
    scene.setHighlights(id, failed.elements, showFailures);
    onPlacePin({
      globalId: e.globalId,
      camera: viewToIfc(view.current, content.coordination),
      snapshot: scene.snapshot(),
    });
  };
  const onClick = (x: number, y: number) => {
    const id = scene?.pick(x, y) ?? null;
    select(id);
    if (pinTool && id !== null) placePin(id);
  };

  const placeOf = useCallback(
    (pin: ModelPin): Vec3 | undefined => {
      const e = byGlobalId.get(pin.globalId);
      if (!e?.box || hidden.has(e.expressID)) return undefined;
      const at = centre(e.box);
      // A pin whose element the section has cut away is not shown floating in the air.
      return sectionOn && box && !keeps(section, box, at) ? undefined : at;
    },
    [byGlobalId, hidden, sectionOn, section, box],
  );
  const elementOf = (pin: ModelPin) => {
    const e = byGlobalId.get(pin.globalId);
    return e ? elementLabel(e.entity, e.name) : undefined;
  };
  /** Shows a pin as it was made: its viewpoint, its element selected. */
  const showPin = useCallback(
    (pin: ModelPin) => {
      if (content) setView(viewFromIfc(pin.camera, content.coordination));
      const e = byGlobalId.get(pin.globalId);
      if (e) select(e.expressID);
    },
    [content, setView, byGlobalId, select],
  );
  const shownPin = useRef<string | null>(null);
  const choosePin = (pin: ModelPin) => {
    shownPin.current = pin.id;
    showPin(pin);
    onSelectPin?.(pin);
  };
  // A pin the page chose (its thread in the review's list) is shown the same way, once per choice.
  useEffect(() => {
    if (!content || selectedPinId === shownPin.current) return;
    shownPin.current = selectedPinId;
    const pin = pins.find((p) => p.id === selectedPinId);
    if (pin) showPin(pin);
  }, [content, selectedPinId, pins, showPin]);

  const status = noWebgl
    ? VIEWER_TEXT.noWebgl
    : state.status === 'loading'
      ? batches.length
        ? VIEWER_TEXT.reading(batches[batches.length - 1]?.elements ?? 0)
        : VIEWER_TEXT.loading(state.loaded, state.total)
      : state.status === 'failed'
        ? state.message
        : null;
  const chosen = selected === null ? undefined : elements.get(selected);
  const announcement = chosen
    ? VIEWER_TEXT.selected(chosen.entity, chosen.name)
    : content
      ? content.box
        ? VIEWER_TEXT.ready(content.elements.length, content.storeys.length)
        : VIEWER_TEXT.noGeometry
      : '';

  return (
    <section className={styles.viewer} aria-label={label}>
      <ViewerToolbar
        canFit={Boolean(box)}
        onFit={() =>
          box && view.current && setView(fitCamera(view.current, box, FOV, aspectOf(canvas.current)))
        }
        pinTool={
          onPlacePin && {
            on: pinTool,
            enabled: Boolean(content),
            onToggle: () => setPinTool((on) => !on),
            onPinSelected: selected === null ? undefined : () => placePin(selected),
          }
        }
        failures={
          failures.length > 0
            ? { shown: showFailures, count: failed.elements.size, onShown: setShowFailures }
            : undefined
        }
      />
      <div className={styles.body}>
        <Viewport
          label={label}
          scene={scene}
          canvasRef={canvasRef}
          box={box}
          view={view}
          onView={setView}
          onClick={onClick}
          onEscape={() => select(null)}
          pinTool={pinTool}
        >
          <PinMarkers
            scene={scene}
            pins={pins}
            placeOf={placeOf}
            elementOf={elementOf}
            selectedId={selectedPinId}
            onSelect={choosePin}
          />
          {status && (
            <p className={styles.status} role={state.status === 'failed' || noWebgl ? 'alert' : 'status'}>
              {status}
            </p>
          )}
        </Viewport>
        <aside className={styles.side} aria-label="Model details">
          <h3 className={styles.heading}>Storeys</h3>
          {content && (
            <StoreyPanel
              storeys={content.storeys}
              elements={elements}
              hidden={hiddenStoreys}
              onToggle={(id, visible) => {
                setHiddenStoreys((s) => toggled(s, id, !visible));
                // What is hidden is no longer selected.
                if (
                  !visible &&
                  selected !== null &&
                  content?.storeys.find((st) => st.expressID === id)?.elements.includes(selected)
                )
                  select(null);
              }}
              selected={selected}
              onSelect={select}
              failed={showFailures ? failed.elements : new Set()}
            />
          )}
          <h3 className={styles.heading}>Section</h3>
          <SectionPanel
            enabled={sectionOn}
            section={section}
            box={box}
            onEnabled={setSectionOn}
            onChange={setSection}
          />
          {failed.missing.length > 0 && (
            <p className={styles.muted}>{VIEWER_TEXT.failuresMissing(failed.missing.length)}</p>
          )}
          {pins.length > 0 && (
            <>
              <h3 className={styles.heading}>Pins</h3>
              <PinList pins={pins} selectedId={selectedPinId} elementOf={elementOf} onSelect={choosePin} />
            </>
          )}
          <h3 className={styles.heading}>Properties</h3>
          <PropertiesPanel
            properties={properties?.value ?? null}
            loading={properties !== null && properties.value === null && properties.error === null}
            error={properties?.error ?? null}
            failed={selected !== null && failed.elements.has(selected)}
          />
        </aside>
      </div>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function toggled(set: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

const aspectOf = (canvas: HTMLCanvasElement | null) => {
  const rect = canvas?.getBoundingClientRect();
  return rect && rect.height ? rect.width / rect.height : 4 / 3;
};
