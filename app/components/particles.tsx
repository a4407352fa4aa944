// The decorative background of 50 particles (SPEC §9). Positions come from a fixed-seed
// generator, so the server and the browser render the same markup (no hydration mismatch);
// the layer is fixed and out of the flow (no layout shift); the global reduced-motion rule in
// app.css stops the animation while the particles stay.

const PARTICLE_COUNT = 50;

function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Particle = { left: string; top: string; size: string; delay: string; duration: string; gold: boolean };

export const PARTICLES: Particle[] = (() => {
  const random = seededRandom(2009);
  const round = (n: number) => Math.round(n * 100) / 100;
  return Array.from({ length: PARTICLE_COUNT }, (_, i) => ({
    left: `${round(random() * 100)}%`,
    top: `${round(random() * 100)}%`,
    size: `${round(2 + random() * 3)}px`,
    delay: `${round(-random() * 12)}s`,
    duration: `${round(9 + random() * 9)}s`,
    gold: i % 3 === 0,
  }));
})();

export function Particles() {
  return (
    <div
      aria-hidden="true"
      data-testid="particles"
      className="pointer-events-none fixed inset-0 z-[1] overflow-hidden [contain:strict]"
    >
      {PARTICLES.map((p, i) => (
        <span
          key={i}
          className={`absolute animate-float rounded-full ${p.gold ? "bg-gold/60" : "bg-primary/40"}`}
          style={{
            insetInlineStart: p.left,
            top: p.top,
            width: p.size,
            height: p.size,
            animationDelay: p.delay,
            animationDuration: p.duration,
          }}
        />
      ))}
    </div>
  );
}
