import { useEffect } from 'react';
import { useSiteConfig } from './site-config';

export function formatPageTitle(title: string, productName: string): string {
  return `${title} | ${productName} | Learning Management System`;
}

/** Sets the tab title to '{page title} | {product name} | Learning Management System'. */
export function usePageTitle(title: string): void {
  const { productName } = useSiteConfig();
  useEffect(() => {
    document.title = formatPageTitle(title, productName);
  }, [title, productName]);
}
