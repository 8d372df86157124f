import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** How often the clock looks at the time (well under a second, so mm:ss never lags a whole second). */
const TICK_MS = 250;

/** mm:ss; minutes go past 59 for long quizzes (90:00). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Seconds left, counted down locally from the server's `remainingSeconds` against the device's
 * clock (not by counting ticks, which a background tab slows down). `sync` sets it again from a
 * later answer of the server's; `onZero` runs once when it reaches zero.
 */
export function useCountdown(remainingSeconds: number, onZero: () => void) {
  const [remaining, setRemaining] = useState(remainingSeconds);
  const deadline = useRef(0);
  const reachedZero = useRef(false);
  const zero = useEffectEvent(onZero);

  useEffect(() => {
    deadline.current = Date.now() + remainingSeconds * 1000;
    reachedZero.current = false;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !reachedZero.current) {
        reachedZero.current = true;
        zero();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [remainingSeconds]);

  const sync = useCallback((serverSeconds: number) => {
    const local = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
    // Within a second is the network's delay, not a difference worth a jump on the screen.
    if (Math.abs(local - serverSeconds) <= 1) return;
    deadline.current = Date.now() + serverSeconds * 1000;
    if (serverSeconds > 0) reachedZero.current = false;
    setRemaining(serverSeconds);
  }, []);

  return { remaining, sync };
}
