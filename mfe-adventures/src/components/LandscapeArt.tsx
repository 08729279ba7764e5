import { useId, type ComponentType } from 'react';

/** The three painted landscapes: a lakeside morning, a river valley, an alpine flight. */
export type LandscapeKind = 'helicopter' | 'full-day' | 'half-day';

/**
 * The adventures' images, painted in SVG (no photographs to download, crisp at any size):
 * a lakeside morning for the half day, a river valley in afternoon light for the full day,
 * and a glacier basin under a helicopter for the flight. They fill their box (`slice`).
 */
export function LandscapeArt({ kind, className = '' }: { kind: LandscapeKind; className?: string }) {
  const id = useId();
  const Scene = SCENES[kind];
  return (
    <svg
      viewBox="0 0 800 600"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-art={kind}
      className={`block h-full w-full ${className}`}
    >
      <Scene id={id} />
    </svg>
  );
}

/** Lake Wakatipu at mid-morning: pale sky, blue ranges, still water, an easel on the shore. */
function LakesideMorning({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c9d7d6" />
          <stop offset="0.7" stopColor="#ece4d4" />
          <stop offset="1" stopColor="#f2e6d0" />
        </linearGradient>
        <linearGradient id={`${id}-lake`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a8bcba" />
          <stop offset="1" stopColor="#5f7a79" />
        </linearGradient>
      </defs>
      <rect width="800" height="600" fill={`url(#${id}-sky)`} />
      <circle cx="590" cy="170" r="46" fill="#f7e6c4" opacity="0.9" />
      <path fill="#b3c0bd" d="M0 300 L80 236 L150 268 L250 180 L340 250 L420 214 L520 270 L620 196 L700 246 L800 214 V370 H0Z" />
      <path fill="#eef1ee" opacity="0.75" d="M250 180 L226 202 L246 198 L262 208 Z M620 196 L598 214 L616 212 L634 222 Z" />
      <path fill="#859b98" d="M0 336 L110 282 L220 322 L320 270 L440 334 L560 290 L670 330 L800 296 V372 H0Z" />
      <rect y="366" width="800" height="234" fill={`url(#${id}-lake)`} />
      <path fill="#859b98" opacity="0.35" d="M0 366 L110 410 L220 384 L320 420 L440 376 L560 404 L670 380 L800 400 V366Z" />
      <path stroke="#eef1ee" strokeWidth="2" opacity="0.45" d="M150 430 H360 M420 452 H640 M230 478 H470 M520 500 H700" />
      <path fill="#55684f" d="M0 520 C140 492 300 498 430 526 C560 552 690 540 800 512 V600 H0Z" />
      <path fill="#435441" d="M0 560 C180 540 360 556 520 572 C640 584 730 576 800 566 V600 H0Z" />
      <g stroke="#2e2b26" strokeWidth="4" strokeLinecap="round">
        <path d="M612 470 L590 566 M612 470 L636 566 M612 470 L612 566" />
      </g>
      <rect x="586" y="462" width="52" height="40" fill="#f4efe4" stroke="#2e2b26" strokeWidth="3" />
      <path fill="#8aa3a0" d="M590 492 L604 480 L616 488 L628 476 L635 484 V499 H590Z" />
    </>
  );
}

/** The Dart River valley in long afternoon light: snow-tipped peaks, golden flats, a winding river. */
function RiverValleyAfternoon({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#aebfc0" />
          <stop offset="0.65" stopColor="#e6d2ad" />
          <stop offset="1" stopColor="#edd9b4" />
        </linearGradient>
        <linearGradient id={`${id}-flats`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b3a874" />
          <stop offset="1" stopColor="#7d8656" />
        </linearGradient>
      </defs>
      <rect width="800" height="600" fill={`url(#${id}-sky)`} />
      <circle cx="190" cy="180" r="60" fill="#f4d9a2" opacity="0.75" />
      <path fill="#8c9ca3" d="M0 318 L110 206 L190 262 L300 150 L400 250 L480 198 L580 268 L690 170 L800 240 V380 H0Z" />
      <path
        fill="#f1efe8"
        d="M300 150 L268 184 L290 180 L306 194 L318 174 L334 182 Z M690 170 L660 200 L682 196 L700 208 L712 192 L724 198 Z M110 206 L90 228 L110 222 L124 232 Z"
      />
      <path fill="#6d8577" d="M0 352 L140 300 L260 344 L380 296 L520 350 L640 312 L800 346 V410 H0Z" />
      <rect y="396" width="800" height="204" fill={`url(#${id}-flats)`} />
      <path
        fill="#c9d8d6"
        d="M430 396 C410 430 470 452 430 486 C392 518 300 530 280 600 H380 C396 548 486 532 506 494 C528 450 470 426 456 396Z"
      />
      <path
        stroke="#f3eee2"
        strokeWidth="2"
        opacity="0.6"
        fill="none"
        d="M442 420 C436 440 470 452 448 480 M330 560 C350 536 410 524 440 508"
      />
      <path
        fill="#5d6a44"
        d="M0 500 C90 486 170 506 240 540 C180 560 90 566 0 574Z M800 470 C700 480 620 520 580 560 C660 572 740 566 800 560Z"
      />
      <path fill="#4b5737" d="M0 574 C120 560 240 580 380 600 H0Z M800 560 C700 570 600 588 540 600 H800Z" />
    </>
  );
}

/** A glacier basin above the Rees and Dart: high peaks, ice, and the helicopter that flies you in. */
function AlpineFlight({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6f8c9a" />
          <stop offset="0.75" stopColor="#c3d3d8" />
          <stop offset="1" stopColor="#dbe3e1" />
        </linearGradient>
        <linearGradient id={`${id}-ice`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4f6f4" />
          <stop offset="1" stopColor="#b9cdd3" />
        </linearGradient>
      </defs>
      <rect width="800" height="600" fill={`url(#${id}-sky)`} />
      <path fill="#7e909a" d="M0 360 L70 280 L130 310 L230 170 L330 290 L420 200 L500 260 L600 120 L700 250 L800 210 V420 H0Z" />
      <path
        fill={`url(#${id}-ice)`}
        d="M230 170 L190 226 L214 220 L232 240 L250 214 L276 232 Z M600 120 L548 196 L578 186 L600 212 L622 188 L654 204 Z M420 200 L392 236 L414 232 L430 246 L444 228 Z"
      />
      <path fill="#56686f" d="M0 400 L120 330 L210 372 L300 318 L380 380 L470 340 L560 388 L680 330 L800 372 V470 H0Z" />
      <path
        fill={`url(#${id}-ice)`}
        opacity="0.9"
        d="M318 330 C350 356 360 396 376 470 L428 470 C436 420 448 382 462 348 C424 368 366 364 318 330Z"
      />
      <path
        stroke="#8fa8b0"
        strokeWidth="1.5"
        fill="none"
        opacity="0.7"
        d="M352 388 C376 396 418 394 446 384 M366 426 C386 432 416 430 436 424"
      />
      <path fill="#3d4b50" d="M0 470 L160 440 L280 478 L420 452 L560 486 L700 448 L800 470 V600 H0Z" />
      <path fill="#2f3a3e" d="M0 540 C180 520 360 548 520 560 C640 568 730 560 800 552 V600 H0Z" />
      <g fill="#26302f" transform="translate(560 128)">
        <ellipse cx="0" cy="0" rx="26" ry="12" />
        <path d="M20 -4 L78 -8 L80 -2 L22 6Z" />
        <path d="M74 -16 L84 -16 L82 -2 L76 -2Z" />
        <rect x="-2" y="-20" width="4" height="10" />
        <path d="M-62 -22 H62 V-18 H-62Z" />
        <path d="M-16 12 L-20 20 M12 12 L16 20" stroke="#26302f" strokeWidth="3" />
        <path d="M-28 20 H28" stroke="#26302f" strokeWidth="3" />
      </g>
      <ellipse cx="-10" cy="-2" rx="10" ry="6" fill="#9fb6bd" opacity="0.8" transform="translate(560 128)" />
    </>
  );
}

const SCENES: Record<LandscapeKind, ComponentType<{ id: string }>> = {
  'half-day': LakesideMorning,
  'full-day': RiverValleyAfternoon,
  helicopter: AlpineFlight,
};
