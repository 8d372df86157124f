/**
 * Where to put a radar chart so that its axis labels fit the box it is drawn in: recharts places
 * each label a tick's length beyond the outer radius, anchored away from the centre, and its svg
 * clips whatever sticks out ("essibility"). Widths are measured by the caller.
 */
export interface RadarLabel {
  width: number;
}

export interface RadarFit {
  cx: number;
  cy: number;
  outerRadius: number;
}

/** recharts' PolarAngleAxis tickSize. */
const TICK = 8;
/** Room left between a label and the edge of the svg. */
const PAD = 3;
const COS_45 = Math.SQRT1_2;
const EPS = 1e-5;

interface Extent {
  /** Offset of the label's near and far edges from the centre, as a + b·r. */
  min: (r: number) => number;
  max: (r: number) => number;
}

function extents(labels: readonly RadarLabel[], fontSize: number, startAngle: number) {
  const x: Extent[] = [];
  const y: Extent[] = [];
  labels.forEach((label, i) => {
    // Clockwise from the start angle, as recharts lays out a radar's categories.
    const angle = ((startAngle - (360 / labels.length) * i) * Math.PI) / 180;
    const cos = Math.cos(angle);
    // Screen y grows downwards.
    const sin = -Math.sin(angle);
    const w = label.width;
    const left = cos > EPS ? 0 : cos < -EPS ? -w : -w / 2;
    x.push({ min: (r) => (r + TICK) * cos + left, max: (r) => (r + TICK) * cos + left + w });
    // Labels above and below the centre hang off their point; those at the sides straddle it.
    const [top, bottom] = Math.abs(cos) <= COS_45 ? (sin < 0 ? [-1.05, 0.3] : [-0.3, 1.05]) : [-0.65, 0.65];
    y.push({
      min: (r) => (r + TICK) * sin + top * fontSize,
      max: (r) => (r + TICK) * sin + bottom * fontSize,
    });
  });
  return { x, y };
}

const span = (edges: Extent[], r: number) =>
  Math.max(...edges.map((e) => e.max(r))) - Math.min(...edges.map((e) => e.min(r)));

/** The centre that centres the chart and its labels in `size`. */
const centre = (edges: Extent[], r: number, size: number) =>
  (size - Math.max(...edges.map((e) => e.max(r))) - Math.min(...edges.map((e) => e.min(r)))) / 2;

/** The largest radius at which every label lies inside width × height, and the centre for it. */
export function fitRadar(
  width: number,
  height: number,
  labels: readonly RadarLabel[],
  fontSize: number,
  startAngle = 90,
): RadarFit {
  const { x, y } = extents(labels, fontSize, startAngle);
  const fits = (r: number) => span(x, r) <= width - 2 * PAD && span(y, r) <= height - 2 * PAD;
  let low = 0;
  let high = Math.max(0, Math.min(width, height) / 2);
  if (!fits(low)) return { cx: width / 2, cy: height / 2, outerRadius: 0 };
  for (let step = 0; step < 30; step += 1) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  const outerRadius = Math.floor(low);
  return { cx: centre(x, outerRadius, width), cy: centre(y, outerRadius, height), outerRadius };
}
