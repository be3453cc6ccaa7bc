import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';
import { useServerMarkup } from 'shared/ui/use-server-markup';

/** Opened, its promise is marked as React marks a settled one, so React reads it at once instead of a tick later. */
interface Gate {
  promise: Promise<void>;
  opened: boolean;
  open(): void;
}

function closedGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  const marks = promise as Promise<void> & { status?: 'fulfilled' };
  const gate: Gate = {
    promise,
    opened: false,
    open() {
      gate.opened = true;
      marks.status = 'fulfilled';
      resolve();
    },
  };
  return gate;
}

function Behind({ gate, content: Content }: { gate: Gate | null; content: ComponentType }) {
  if (gate) use(gate.promise);
  return <Content />;
}

/** What opens a region at once: the visitor reaching for the page, in the capture phase, before React sees it. */
const REACHING = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** Opened a little before it scrolls into view, so it is alive by the time it is seen. */
const NEAR_VIEW = '200px';
const CONTENTS = { display: 'contents' } as const;

/**
 * A region below the fold: the server renders it like the rest, but the browser attaches to the server's markup
 * (hydrates it) only once it comes near the viewport or the visitor first presses, types or focuses anywhere, so a
 * cold page's scripts do not spend their first seconds on what nobody sees yet. Until then its links and forms are
 * plain HTML; a press inside opens it before React handles the press. A region the browser renders itself (after a
 * navigation) renders at once. `content` is a component without props, so a parent's render never disturbs a
 * region still waiting (React would then render it afresh, without the server's markup).
 */
export const HydrateWhenSeen = memo(function HydrateWhenSeen({ content }: { content: ComponentType }) {
  const hydrating = useServerMarkup();
  const [gate] = useState(() => (hydrating && !__SERVER_BUILD__ ? closedGate() : null));
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!gate || gate.opened) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: NEAR_VIEW,
    });
    function open() {
      gate!.open();
      stop();
    }
    function stop() {
      observer.disconnect();
      for (const type of REACHING) window.removeEventListener(type, open, true);
    }
    for (const element of wrapper.current!.children) observer.observe(element);
    for (const type of REACHING) window.addEventListener(type, open, { capture: true, passive: true });
    return stop;
  }, [gate]);
  // one element for the region's whole life: only the gate opening may make React look inside it again
  const [region] = useState(() => (
    <Suspense fallback={null}>
      <Behind gate={gate} content={content} />
    </Suspense>
  ));
  return (
    <div ref={wrapper} style={CONTENTS}>
      {region}
    </div>
  );
});
