import type { ComponentProps } from 'react';

interface RingProps extends Omit<ComponentProps<'svg'>, 'viewBox'> {
  /** The side of the square viewBox; the ring sits in its middle. */
  size: number;
  radius: number;
  /** How much of the ring the arc fills, from 0 to 1 (capped to those). */
  share: number;
  trackClassName?: string;
  arcClassName?: string;
  /** The arc's own SVG attributes (where it starts …). */
  arcProps?: Omit<ComponentProps<'circle'>, 'className'>;
  /** Leave the arc out at 0: a zero-length arc with round caps would still draw a dot. */
  omitEmptyArc?: boolean;
}

/**
 * A ring as SVG: a track and an arc over it filled to `share` (progress, time left, a score); what
 * stands in its middle comes as children.
 */
export function Ring({
  size,
  radius,
  share,
  trackClassName,
  arcClassName,
  arcProps,
  omitEmptyArc = false,
  children,
  ...svg
}: RingProps) {
  const middle = size / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = Math.min(1, Math.max(0, share));
  return (
    <svg viewBox={`0 0 ${size} ${size}`} {...svg}>
      <circle className={trackClassName} cx={middle} cy={middle} r={radius} />
      {(filled > 0 || !omitEmptyArc) && (
        <circle
          className={arcClassName}
          cx={middle}
          cy={middle}
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - filled)}
          {...arcProps}
        />
      )}
      {children}
    </svg>
  );
}
