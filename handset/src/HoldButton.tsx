/** A button that acts only when held for HOLD_MS: a ring fills while it is held; letting go early cancels. */
import { useRef, useState } from 'react';

export const HOLD_MS = 2_000;
const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function HoldButton(props: { label: string; help: string; className: string; onHeld: () => void }) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = (event: React.PointerEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    setHolding(true);
    timer.current = setTimeout(() => {
      setHolding(false);
      props.onHeld();
    }, HOLD_MS);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    setHolding(false);
  };
  return (
    <button
      type="button"
      className={`hold ${props.className}`}
      aria-label={`${props.label} (${props.help})`}
      onPointerDown={start}
      onPointerUp={cancel}
      onPointerLeave={cancel}
      onPointerCancel={cancel}
      onContextMenu={(event) => event.preventDefault()}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} className="track" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          className="ring"
          style={{
            strokeDasharray: CIRCUMFERENCE,
            strokeDashoffset: holding ? 0 : CIRCUMFERENCE,
            transition: holding ? `stroke-dashoffset ${HOLD_MS}ms linear` : 'none',
          }}
        />
      </svg>
      <span className="label">{props.label}</span>
      <span className="help">{props.help}</span>
    </button>
  );
}
