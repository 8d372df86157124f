import type { ScheduleEntry } from '@atelier/contract/schedule';

let n = 0;

/** A schedule entry as the server answers it. */
export function entry(overrides: Partial<ScheduleEntry> = {}): ScheduleEntry {
  n += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    date: '2025-07-05',
    endDate: null,
    startTime: '18:30',
    endTime: '20:00',
    title: `Session ${n}`,
    kind: 'OS',
    tags: [],
    location: '',
    meetingDetails: '',
    zoomLink: '',
    recLink: '',
    ...overrides,
  };
}

export const SEMESTER: ScheduleEntry[] = [
  entry({
    title: 'Orientation',
    tags: ['Orientation', 'BIM'],
    location: 'Online (Zoom)',
    meetingDetails: 'Meeting ID 855 001\nPasscode smart1',
    zoomLink: 'https://zoom.example.com/j/1',
    recLink: 'https://recordings.example.org/1',
  }),
  entry({ date: '2025-07-12', startTime: '10:00', endTime: '16:00', kind: 'SS', title: 'Site survey' }),
  entry({
    date: '2025-08-28',
    endDate: '2025-08-31',
    startTime: null,
    endTime: null,
    kind: 'study-tour',
    title: 'Study tour: Ahmedabad',
    location: 'Ahmedabad',
  }),
  entry({
    date: '2025-12-13',
    startTime: '17:00',
    endTime: '20:00',
    kind: 'graduation',
    title: 'Graduation',
  }),
];
