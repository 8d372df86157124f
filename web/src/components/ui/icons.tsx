import { LucideProvider } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The app's icons are Lucide's, re-exported under the app's names. Plain re-exports let each chunk
 * keep only the icons it uses (a wrapper component per icon would put all of them in the chunk of
 * this module, the landing page's). They are decorative (Lucide sets aria-hidden when no label is
 * passed): the control around them carries the label.
 */
export {
  Eye as EyeIcon,
  EyeOff as EyeOffIcon,
  Menu as MenuIcon,
  X as CloseIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  ChevronDown as ChevronDownIcon,
  ArrowRight as ArrowRightIcon,
  Check as CheckIcon,
  Bell as BellIcon,
  Flame as FlameIcon,
  House as HomeIcon,
  Compass as CompassIcon,
  Book as BookIcon,
  CircleQuestionMark as QuizIcon,
  ClipboardList as ClipboardIcon,
  Users as UsersIcon,
  Calendar as CalendarIcon,
  CalendarPlus as CalendarPlusIcon,
  Video as VideoIcon,
  UserCheck as UserCheckIcon,
  UserCog as UserCogIcon,
  SquarePlus as PlusSquareIcon,
  Layers as LayersIcon,
  Send as SendIcon,
  Ticket as TicketIcon,
  Mail as MailIcon,
  Pencil as PenIcon,
  ListChecks as ListChecksIcon,
  Folder as FolderIcon,
  FileText as FileTextIcon,
  User as UserIcon,
  Settings as SettingsIcon,
  LogOut as LogOutIcon,
  PanelLeft as PanelLeftIcon,
  Globe as GlobeIcon,
  MapPin as MapPinIcon,
  Sparkles as SparklesIcon,
  Maximize as MaximizeIcon,
  Lock as LockIcon,
  ShieldCheck as ShieldIcon,
  ChartColumn as ChartIcon,
  HardDrive as HardDriveIcon,
} from 'lucide-react';

/** The icons' defaults for the whole app (20 px, a 1.8 stroke); AppProviders puts it at the root. */
export function IconDefaults({ children }: { children: ReactNode }) {
  return (
    <LucideProvider size={20} strokeWidth={1.8}>
      {children}
    </LucideProvider>
  );
}
