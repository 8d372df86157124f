import type { IdsReport, ModelCheck, TaskIds } from '@atelier/contract/models';
import type { ModelRow, SpecInfo } from './models.store';

/** A task's IDS as the task shows it. */
export function taskIdsView(spec: SpecInfo): TaskIds {
  return {
    name: spec.name,
    title: spec.title,
    specifications: spec.specifications,
    required: spec.required,
    uploadedAt: spec.uploadedAt.toISOString(),
    requirePass: spec.requirePass,
  };
}

/** Whether every required specification of the report passes. */
const passesRequired = (report: IdsReport | null) =>
  report !== null && report.specifications.every((s) => s.usage !== 'required' || s.status === 'pass');

/** Read, and passing every required specification where the task asks that. */
export function isSubmittable(model: ModelRow, spec: Pick<SpecInfo, 'requirePass'> | undefined): boolean {
  if (model.status !== 'ready') return false;
  return !spec?.requirePass || passesRequired(model.report);
}

/** A model as the contract shows it: its `.ifc` a signed link. */
export function modelView(
  link: (key: string) => string,
  model: ModelRow,
  spec: SpecInfo | undefined,
): ModelCheck {
  return {
    id: model.id,
    name: model.name,
    bytes: model.bytes,
    status: model.status,
    error: model.error,
    url: link(model.key),
    outline: model.outline,
    report: model.status === 'ready' ? model.report : null,
    submittable: isSubmittable(model, spec),
    revision: model.revision,
    uploadedAt: model.createdAt.toISOString(),
  };
}
