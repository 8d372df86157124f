import { useId } from 'react';
import type { Box3 } from './camera';
import styles from './model-viewer.module.css';
import { SECTION_AXES, SECTION_FROM, sectionOffset, type Section, type SectionAxis } from './section-maths';

interface SectionPanelProps {
  enabled: boolean;
  section: Section;
  box: Box3 | undefined;
  onEnabled: (on: boolean) => void;
  onChange: (section: Section) => void;
}

/** The section plane: on or off, which way it cuts, and where (a slider in steps of 1 % of the model). */
export function SectionPanel({ enabled, section, box, onEnabled, onChange }: SectionPanelProps) {
  const axisId = useId();
  const sliderId = useId();
  const where = `${(box ? sectionOffset(section, box) : 0).toFixed(2)} m ${SECTION_FROM[section.axis]}`;
  return (
    <div className={styles.section}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => onEnabled(event.target.checked)}
          disabled={!box}
        />
        <span>Section plane</span>
      </label>
      <label htmlFor={axisId} className={styles.fieldLabel}>
        Cut
      </label>
      <select
        id={axisId}
        value={section.axis}
        disabled={!enabled}
        onChange={(event) => onChange({ ...section, axis: event.target.value as SectionAxis })}
      >
        {SECTION_AXES.map((a) => (
          <option key={a.axis} value={a.axis}>
            {a.label}
          </option>
        ))}
      </select>
      <label htmlFor={sliderId} className={styles.fieldLabel}>
        Position <span className={styles.muted}>{where}</span>
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(section.at * 100)}
        disabled={!enabled}
        aria-valuetext={where}
        onChange={(event) => onChange({ ...section, at: Number(event.target.value) / 100 })}
      />
    </div>
  );
}
