import { createElement, type ReactNode } from 'react';

/**
 * The level of the course form's group headings (Course, Authors, Sections): one below the heading
 * the form sits under, a page's h1 or a dialog's h2. Rows take the next level, chapters the one after.
 */
export type HeadingLevel = 2 | 3;

interface CourseFormHeadingProps {
  level: HeadingLevel;
  /** How many levels under the groups' headings: 1 for an author or a section, 2 for a chapter. */
  below?: 0 | 1 | 2;
  className?: string;
  children: ReactNode;
}

export function CourseFormHeading({ level, below = 0, className, children }: CourseFormHeadingProps) {
  return createElement(`h${level + below}`, { className }, children);
}
