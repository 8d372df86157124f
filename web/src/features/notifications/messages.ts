export { NOTIFICATION_KIND_LABELS, NOTIFICATION_TEXT } from '@atelier/contract/notifications-values';
