import { blogBodySchema } from '@atelier/contract/blogs';
import { EVENT_FIELDS, eventMetaBodySchema } from '@atelier/contract/events';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { insertBlog } from '../features/blogs/blogs.store';
import { insertEvent, listEvents } from '../features/events/events.store';
import { answerFaq, insertQuestion } from '../features/faq/faq.store';

const FAQS: [string, string][] = [
  [
    'Is Atelier really free?',
    'Yes. Every course, event and the smartLABS cohort are free, with no hidden fees: the project is open source and run by volunteers and partner schools.',
  ],
  [
    'Do I need to own Revit or Rhino to take the courses?',
    'No. Students can use the free education licences of Autodesk and McNeel; each course lists what it needs in its first chapter.',
  ],
  [
    'How do I join smartLABS?',
    'Join the waitlist. Admins approve a cohort each semester, and every friend who joins with your referral code moves you up the list.',
  ],
  [
    'Will I get a certificate?',
    'Courses show your progress and the skills covered; smartLABS members who submit every assignment receive a letter from the mentors.',
  ],
];

/**
 * A new development database gets two events, a blog and a few answered FAQs, so the public
 * pages show something on `npm start`. Nothing in production.
 */
export async function seedPublicContent(db: Db, config: Config): Promise<void> {
  if (config.env === 'production' || (await listEvents(db)).length > 0) return;
  const image = (file: string) => `${config.publicUrl}/lessons/covers/${file}.svg`;
  // Created a minute apart, oldest first: the registration page at /event opens the second newest
  // (two inserts can fall in one millisecond of the database's clock).
  const now = Date.now();
  await insertEvent(db, {
    ...eventMetaBodySchema.parse({
      eventId: 'bim-open-day-2026',
      eventName: 'BIM Open Day 2026',
      posterUrl: image('bim-fundamentals'),
      inputFields: [...EVENT_FIELDS],
    }),
    createdAt: new Date(now - 60_000),
  });
  await insertEvent(db, {
    ...eventMetaBodySchema.parse({
      eventId: 'computational-design-night',
      eventName: 'Computational Design Night',
      posterUrl: image('computational-design'),
      inputFields: ['name', 'email', 'institution', 'category'],
    }),
    createdAt: new Date(now),
  });
  for (const [question, answer] of FAQS) {
    const faq = await insertQuestion(db, question);
    await answerFaq(db, faq._id, { question, answer });
  }
  await insertBlog(
    db,
    blogBodySchema.parse({
      name: 'Why we teach BIM for free',
      subheading: 'Ten years of workshops, and what they taught us about design education',
      author: 'The Atelier team',
      coverImage: image('design-thinking'),
      sections: [
        {
          title: 'Where it started',
          description:
            'Atelier began as weekend workshops in a borrowed studio. Students came with laptops that could barely run Revit and left with their first coordinated model.\n\nThe lesson was simple: the software is not the barrier. Access to someone who can show you the way is.',
        },
        {
          title: 'What smartLABS adds',
          description:
            'A cohort meets every week, works through assignments made of small tasks, and reviews each other’s models. The schedule and recordings stay online for anyone who misses a session.',
          image: image('computational-design'),
        },
      ],
    }),
  );
}
