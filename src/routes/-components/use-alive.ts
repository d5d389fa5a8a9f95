// Whether the component is still mounted, for requests that finish after a dialog closed (no state set on the dead).
import { useEffect, useRef, type RefObject } from 'react';

export function useAlive(): RefObject<boolean> {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return alive;
}
