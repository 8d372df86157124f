import { scheduleBodySchema, type ScheduleBody } from '@atelier/contract/schedule';
import { summaryBodySchema, type SummaryBody } from '@atelier/contract/summaries';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { countEntries, insertEntry } from '../features/schedule/schedule.store';
import { countSummaries, insertSummary } from '../features/summaries/summaries.store';

const STUDIO = 'smartLABS Studio, 3rd floor, Baner Road, Pune';
const ONLINE = 'Online (Zoom)';
const zoom = (n: number) => `https://zoom.example.com/j/85500${String(n).padStart(5, '0')}`;
const recording = (date: string) => `https://recordings.example.org/smartlabs/2025/${date}`;

const os = (
  date: string,
  title: string,
  tags: string[],
  n: number,
  extra: Partial<ScheduleBody> = {},
): ScheduleBody => ({
  date,
  startTime: '18:30',
  endTime: '20:00',
  title,
  kind: 'OS',
  tags,
  location: ONLINE,
  meetingDetails: `Meeting ID 855 00${String(n).padStart(3, '0')} ${n}${n}, passcode smart${n}. Join five minutes early; cameras on for the critique.`,
  zoomLink: zoom(n),
  recLink: recording(date),
  ...extra,
});

const ss = (
  date: string,
  title: string,
  tags: string[],
  extra: Partial<ScheduleBody> = {},
): ScheduleBody => ({
  date,
  startTime: '10:00',
  endTime: '16:00',
  title,
  kind: 'SS',
  tags,
  location: STUDIO,
  meetingDetails:
    'Bring your laptop with Revit 2025 installed and the studio model synced. Lunch is provided.',
  ...extra,
});

/** The July–December 2025 semester of spec-2 §Schedule, as a BIM and design cohort lives it. */
export const SEMESTER_2025: ScheduleBody[] = [
  os('2025-07-05', 'Orientation: how the smartLABS semester works', ['Orientation'], 1),
  ss('2025-07-12', 'Site survey and point clouds', ['Reality capture', 'Revit']),
  os('2025-07-19', 'BIM execution plans and ISO 19650', ['BEP', 'ISO 19650'], 2),
  ss('2025-07-26', 'Revit families workshop', ['Revit', 'Families']),
  os('2025-08-02', 'Computational design with Dynamo', ['Dynamo', 'Computational design'], 3),
  ss('2025-08-09', 'Parametric facade studio', ['Grasshopper', 'Facades']),
  os('2025-08-16', 'Clash detection in Navisworks', ['Coordination', 'Navisworks'], 4),
  {
    date: '2025-08-28',
    endDate: '2025-08-31',
    title: 'Study tour: Ahmedabad, CEPT campus and the walled city',
    kind: 'study-tour',
    tags: ['Study tour', 'Heritage'],
    location: 'Ahmedabad, Gujarat',
    meetingDetails:
      'Meet at Pune station, platform 1, at 06:00 on 28 August (Shatabdi to Ahmedabad). Hostel stay, three nights; carry your ID and sketchbook.',
  },
  os('2025-09-06', 'Energy modelling basics', ['Sustainability', 'Energy'], 5),
  ss('2025-09-13', 'Daylight analysis studio', ['Daylight', 'Ladybug']),
  os(
    '2025-09-20',
    'Guest lecture: digital twins in building operations',
    ['Guest lecture', 'Digital twins'],
    6,
    {
      startTime: '19:00',
      endTime: '20:30',
    },
  ),
  ss('2025-09-27', 'Mid-semester crit', ['Review'], {
    startTime: '09:30',
    endTime: '17:30',
    meetingDetails:
      'Pin up by 09:15. Each team presents for 15 minutes; jury of three practising architects.',
  }),
  os('2025-10-04', 'Scan-to-BIM workflows', ['Reality capture', 'Scan-to-BIM'], 7),
  ss('2025-10-11', 'Construction sequencing in 4D', ['4D', 'Synchro']),
  {
    date: '2025-10-16',
    endDate: '2025-10-19',
    title: 'Study tour: Bengaluru, a metro depot and a precast plant',
    kind: 'study-tour',
    tags: ['Study tour', 'Construction'],
    location: 'Bengaluru, Karnataka',
    meetingDetails:
      'Flight from Pune at 07:10 on 16 October; safety shoes and helmets are issued at the precast plant. Return on the evening of the 19th.',
  },
  os('2025-10-25', 'Cost from the model: 5D estimating', ['5D', 'Quantities'], 8),
  ss('2025-11-01', 'Portfolio studio', ['Portfolio']),
  os('2025-11-08', 'Common data environments in practice', ['CDE', 'ISO 19650'], 9),
  {
    date: '2025-11-14',
    endDate: '2025-11-16',
    title: 'BIM India Summit 2025',
    kind: 'conference',
    tags: ['Conference', 'Industry'],
    location: 'Hyderabad International Convention Centre',
    meetingDetails:
      'Cohort passes are at the registration desk under "smartLABS". The team poster session is on the 15th at 14:00.',
    zoomLink: 'https://summit.example.org/bim-india-2025/live',
  },
  ss('2025-11-22', 'Exhibition build day', ['Exhibition'], {
    meetingDetails: 'Print files due the evening before. We mount panels and models together.',
  }),
  os('2025-11-29', 'Presentation rehearsal', ['Review'], 10),
  {
    date: '2025-12-05',
    endDate: '2025-12-07',
    startTime: '10:00',
    endTime: '18:00',
    title: 'smartLABS Exhibition: Buildings that think',
    kind: 'exhibition',
    tags: ['Exhibition', 'Public'],
    location: STUDIO,
    meetingDetails:
      'Open to the public. Each team hosts its stand for one half-day; the rota is on the studio board.',
  },
  {
    date: '2025-12-13',
    startTime: '17:00',
    endTime: '20:00',
    title: 'Graduation ceremony',
    kind: 'graduation',
    tags: ['Graduation'],
    location: 'Auditorium, College of Engineering Pune',
    meetingDetails:
      'Families welcome (two guests each). Gowns are handed out from 16:00 at the east entrance.',
    zoomLink: 'https://live.example.org/smartlabs-graduation-2025',
  },
  os('2025-12-20', 'Semester retrospective and next steps', ['Retrospective'], 11, { recLink: '' }),
];

const cover = (config: Config, file: string) => `${config.publicUrl}/lessons/covers/${file}.svg`;

function demoSummaries(config: Config): SummaryBody[] {
  return [
    {
      sessionTitle: 'Orientation: how the smartLABS semester works',
      sessionDate: '2025-07-05',
      coverImage: cover(config, 'design-thinking'),
      recordingLink: 'https://youtu.be/Xy7bD1mQk2s',
      tag: 'Orientation',
      summaryText: [
        {
          heading: 'The semester at a glance',
          description:
            'Online sessions on Saturday evenings, studio sessions on alternate Saturdays, two study tours, the exhibition in December and graduation on 13 December.',
        },
        {
          heading: 'How assignments work',
          description:
            'Each assignment is a sequence of tasks; a task opens when the previous one is submitted. Upload at least five images per task and keep a copy on OneDrive.',
        },
      ],
    },
    {
      sessionTitle: 'BIM execution plans and ISO 19650',
      sessionDate: '2025-07-19',
      coverImage: cover(config, 'bim-fundamentals'),
      recordingLink: 'https://www.youtube.com/watch?v=Qm3vT8pLw0c&t=95s',
      tag: 'BEP',
      summaryText: [
        {
          heading: 'Why a BEP comes first',
          description:
            'The execution plan fixes who models what, at which level of information need, and how models are exchanged. Without it, coordination meetings become arguments.',
        },
        {
          heading: 'Naming and the CDE',
          description:
            'We walked through the ISO 19650 naming fields (project, originator, volume, level, type, role, number) and set up the cohort’s shared folders to match.',
        },
        {
          heading: 'Homework',
          description:
            'Draft a one-page BEP for your studio project and bring it to the Revit families workshop.',
        },
      ],
    },
    {
      sessionTitle: 'Computational design with Dynamo',
      sessionDate: '2025-08-02',
      coverImage: cover(config, 'computational-design'),
      recordingLink: recording('2025-08-02'),
      tag: 'Dynamo',
      summaryText: [
        {
          heading: 'From nodes to a facade',
          description:
            'We built a graph that reads a surface, divides it into panels and sizes each opening by its orientation, then pushed the result back into Revit as adaptive components.',
        },
      ],
    },
  ];
}

/**
 * A new development database gets the July–December 2025 semester and a few session summaries,
 * so the smartLABS pages show something on `npm start`. Nothing in production, and nothing when
 * the tables already hold rows.
 */
export async function seedSchedule(db: Db, config: Config): Promise<void> {
  if (config.env === 'production') return;
  if ((await countEntries(db)) === 0) {
    for (const entry of SEMESTER_2025) await insertEntry(db, scheduleBodySchema.parse(entry));
  }
  if ((await countSummaries(db)) === 0) {
    // Oldest first, as an admin would have written them.
    for (const summary of demoSummaries(config))
      await insertSummary(db, summaryBodySchema.parse(summary), null);
  }
}
