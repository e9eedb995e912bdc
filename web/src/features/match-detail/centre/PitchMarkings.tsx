// A football pitch's markings drawn across the screen, in metres (105 × 68, the engine's pitch):
// for any view that places things on the pitch in the engine's coordinates (the shot map).

/** The markings, to sit in an `<svg viewBox="0 0 105 68" aria-hidden="true">`: decoration. */
export function PitchMarkings() {
  return (
    <g className="pitch-markings" fill="none">
      <rect x="0" y="0" width="105" height="68" />
      <line x1="52.5" y1="0" x2="52.5" y2="68" />
      <circle cx="52.5" cy="34" r="9.15" />
      <circle cx="52.5" cy="34" r="0.4" className="pitch-spot" />
      {/* Penalty areas, goal areas, spots and arcs, left then right. */}
      <rect x="0" y="13.84" width="16.5" height="40.32" />
      <rect x="0" y="24.84" width="5.5" height="18.32" />
      <circle cx="11" cy="34" r="0.4" className="pitch-spot" />
      <path d="M16.5,26.69 A9.15,9.15 0 0 1 16.5,41.31" />
      <rect x="88.5" y="13.84" width="16.5" height="40.32" />
      <rect x="99.5" y="24.84" width="5.5" height="18.32" />
      <circle cx="94" cy="34" r="0.4" className="pitch-spot" />
      <path d="M88.5,26.69 A9.15,9.15 0 0 0 88.5,41.31" />
      {/* The goals, just outside the lines. */}
      <rect x="-1.5" y="30.34" width="1.5" height="7.32" className="pitch-goal" />
      <rect x="105" y="30.34" width="1.5" height="7.32" className="pitch-goal" />
    </g>
  );
}
