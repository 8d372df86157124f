import type { Role } from '@atelier/contract/auth';
import type { ComponentType } from 'react';

export interface NavItem {
  /** Path relative to the area's base path. */
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Other paths (relative, by prefix) that belong to this item, e.g. a quiz's pages under Quiz. */
  also?: readonly string[];
  /**
   * The labelled group the item belongs to in the sidebar (a long list reads in groups: People,
   * Learning…); consecutive items of one group share its heading.
   */
  group?: string;
}

/** What sets one dashboard area apart from another: its role, title, sidebar and first state. */
export interface DashboardArea {
  role: Role;
  title: string;
  basePath: string;
  nav: readonly NavItem[];
  sidebarStartsCollapsed: boolean;
}
