import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HydrateWhenSeen } from 'shared/ui/hydrate-when-seen.tsx';

let seen: (() => void) | undefined;
beforeEach(() => {
  seen = undefined;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      seen = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
    observe = jest.fn();
    disconnect = jest.fn();
  } as never;
});

function Counter() {
  return (
    <button type="button" onClick={(event) => (event.currentTarget.textContent = 'pressed')}>
      not pressed
    </button>
  );
}

afterEach(() => document.body.replaceChildren());

/** The region's markup as the server sends it (a completed Suspense boundary), then the browser attaching to it. */
async function hydrated() {
  const container = document.createElement('div');
  container.innerHTML =
    '<div style="display:contents"><!--$--><button type="button">not pressed</button><!--/$--></div>';
  document.body.append(container);
  const button = container.querySelector('button')!;
  await act(async () => {
    hydrateRoot(container, <HydrateWhenSeen content={Counter} />);
  });
  return button;
}

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

test('the server markup stays unhydrated until the region comes into view', async () => {
  const button = await hydrated();
  expect(button.textContent).toBe('not pressed');
  expect(isHydrated(button)).toBe(false);
  await act(async () => seen!());
  expect(isHydrated(button)).toBe(true);
  expect(screen.getByRole('button')).toBe(button);
});

test('a press on the unhydrated region hydrates it in time for the click', async () => {
  const button = await hydrated();
  await userEvent.click(button);
  expect(button.textContent).toBe('pressed');
});

test('rendered by the browser itself, the region shows at once', () => {
  render(<HydrateWhenSeen content={Counter} />);
  expect(isHydrated(screen.getByRole('button'))).toBe(true);
});
