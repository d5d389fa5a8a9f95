// The browser tab's title for each screen ("Sign in · Panelcraft"), so history and tabs read well.
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../shared/limits';

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
