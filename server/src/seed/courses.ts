import { chapterKey, courseBodySchema, type CourseInput } from '@atelier/contract/courses';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findUserByEmail, toUser } from '../features/auth/auth.public';
import { countCourses, insertCourse } from '../features/courses/courses.store';
import { insertAnswer, insertQuestion } from '../features/qna/qna.store';

/** The demo courses; `lesson(...)` paths are files under server/static/lessons. */
function demoCourses(lesson: (file: string) => string): CourseInput[] {
  const person = (name: string, file: string) => ({
    name,
    linkedinId: '',
    profileImage: lesson(`people/${file}.svg`),
  });
  const chapter = (
    name: string,
    file: string,
    description: string,
    summary: string,
    resources: string[] = [],
  ) => ({
    name,
    description,
    content: lesson(`${file}.html`),
    resources: resources.map((r) => lesson(`${r}.html`)),
    summary,
  });
  return [
    {
      title: 'BIM Fundamentals with Revit',
      description:
        'A practical first course in Building Information Modelling. You will set up a Revit project from a ' +
        'template, model a small two-storey studio with walls, floors, a roof, doors and windows, and turn the ' +
        'model into coordinated plans, sections, sheets and schedules. Along the way you will see why a model is ' +
        'more than a 3D drawing: every element carries the data that drawings, quantities and the rest of the ' +
        'design team rely on.',
      coverImage: lesson('covers/bim-fundamentals.svg'),
      learningObjectives: [
        'Explain what BIM is and how it differs from CAD drafting',
        'Set up levels and grids for a small building',
        'Model walls, floors, roofs, doors and windows with the right families',
        'Produce plans, sections and sheets from one model',
        'Create a door schedule that updates with the model',
      ],
      skillsCovered: [
        'Revit',
        'BIM',
        'Architectural modelling',
        'Documentation',
        'Schedules',
        'Families',
        'Worksets',
      ],
      authors: [person('Anika Rao', 'anika-rao'), person('Tomás Ferreira', 'tomas-ferreira')],
      sections: [
        {
          name: 'Getting Started',
          chapters: [
            chapter(
              'What is BIM?',
              'bim-what-is-bim',
              'Objects instead of lines, information instead of drawings, and one shared model.',
              'BIM models real elements with data; drawings, schedules and coordination are views of that model.',
              ['bim-glossary'],
            ),
            chapter(
              'Finding Your Way Around Revit',
              'bim-revit-interface',
              'The ribbon, Properties, the Project Browser and the shortcuts you will use every day.',
              'Five screen areas, a template to start from and six shortcuts to learn first.',
              ['revit-shortcuts'],
            ),
          ],
        },
        {
          name: 'Modelling the Building',
          chapters: [
            chapter(
              'Levels and Grids',
              'bim-levels-grids',
              'The skeleton every other element is hosted on and set out from.',
              'Create levels in elevation, number and letter grids, then pin them.',
            ),
            chapter(
              'Walls, Floors and Roofs',
              'bim-walls-floors-roofs',
              'Layered system families and how to constrain them to levels.',
              'Choose the right type, set out from the core and constrain tops and bases to levels.',
            ),
            chapter(
              'Doors and Windows',
              'bim-doors-windows',
              'Hosted, loadable families with the data a schedule needs.',
              'Type parameters change every instance; marks and rooms make schedules useful.',
              ['revit-shortcuts'],
            ),
          ],
        },
        {
          name: 'Documentation',
          chapters: [
            chapter(
              'Views and Sheets',
              'bim-views-sheets',
              'View templates, sheets, references and revisions.',
              'Views come from the model and live on one sheet each, so references stay correct.',
            ),
            chapter(
              'Schedules',
              'bim-schedules',
              'Live tables that read and write the model.',
              'Schedules count and check elements, and editing them edits the model.',
              ['bim-glossary'],
            ),
          ],
        },
      ],
    },
    {
      title: 'Design Thinking for Architects',
      description:
        'Buildings succeed or fail with the people who use them. This course walks through the five stages of ' +
        'design thinking — empathise, define, ideate, prototype and test — with exercises drawn from real ' +
        'architectural briefs: a library entrance, a school courtyard, a clinic waiting room. You will finish ' +
        'with a tested concept and a worksheet you can reuse on your next project.',
      coverImage: lesson('covers/design-thinking.svg'),
      learningObjectives: [
        'Observe and interview the people a building serves',
        'Turn research into a point-of-view statement',
        'Generate and select ideas as a team',
        'Build quick prototypes that answer one question each',
        'Run a design review and plan the next iteration',
      ],
      skillsCovered: ['User research', 'Design thinking', 'Prototyping', 'Facilitation', 'Design review'],
      authors: [person('Leena Kapoor', 'leena-kapoor')],
      sections: [
        {
          name: 'Empathise and Define',
          chapters: [
            chapter(
              'Understanding the People You Design For',
              'dt-empathise',
              'Observation, interviews and empathy maps.',
              'Watch what people do, ask for stories and map what they say, think, do and feel.',
              ['dt-worksheet'],
            ),
            chapter(
              'Framing the Design Problem',
              'dt-define',
              'From notes to insights, a point of view and “How might we” questions.',
              'A good problem statement names a user, a need and a reason, and invites many answers.',
              ['dt-worksheet'],
            ),
          ],
        },
        {
          name: 'Ideate and Prototype',
          chapters: [
            chapter(
              'Generating Ideas',
              'dt-ideate',
              'Crazy 8s, analogies and dot voting.',
              'Generate before judging, work against the clock and vote on ideas, not people.',
            ),
            chapter(
              'Prototyping Spaces',
              'dt-prototype',
              'Card models, taped floors and quick walk-throughs.',
              'Every prototype answers one question; rough and full-size beats polished and small.',
            ),
          ],
        },
        {
          name: 'Test and Iterate',
          chapters: [
            chapter(
              'Running a Design Review',
              'dt-test',
              'Testing with tasks and capturing feedback.',
              'Give people tasks, stay quiet, fill a feedback grid and plan the next loop.',
              ['dt-worksheet'],
            ),
          ],
        },
      ],
    },
    {
      title: 'Computational Design with Grasshopper',
      description:
        'Learn to design relationships instead of shapes. Starting from the Grasshopper canvas, you will build ' +
        'parametric definitions, master lists and data trees, drive a facade pattern with attractors, panel a ' +
        'curved surface and prepare the parts for a laser cutter. No programming experience is needed; ' +
        'familiarity with Rhino helps.',
      coverImage: lesson('covers/computational-design.svg'),
      learningObjectives: [
        'Build and read Grasshopper definitions',
        'Manage lists and data trees with confidence',
        'Create attractor-driven facade patterns',
        'Panel a surface and check planarity and panel count',
        'Prepare nested, labelled parts for fabrication',
      ],
      skillsCovered: [
        'Grasshopper',
        'Rhino',
        'Parametric design',
        'Data trees',
        'Facade design',
        'Digital fabrication',
      ],
      authors: [person('Daniel Okafor', 'daniel-okafor'), person('Anika Rao', 'anika-rao')],
      sections: [
        {
          name: 'Foundations',
          chapters: [
            chapter(
              'Visual Programming Basics',
              'gh-visual-programming',
              'Components, wires and designing relationships.',
              'Data flows left to right; the definition stores how geometry is made, not the geometry.',
              ['gh-components'],
            ),
            chapter(
              'Lists and Data Trees',
              'gh-data-trees',
              'Longest list, branches, paths, flatten and graft.',
              'Most surprises are data-structure surprises: look at the tree before reshaping it.',
              ['gh-components'],
            ),
          ],
        },
        {
          name: 'Parametric Facades',
          chapters: [
            chapter(
              'Attractor Patterns',
              'gh-attractors',
              'Distance, remapping and giving a pattern a reason.',
              'Measure distance to the attractor, remap it and drive one parameter with it.',
            ),
            chapter(
              'Panelling a Surface',
              'gh-panelling',
              'Subdivision, planarity checks and counting unique panels.',
              'Panel size is a design parameter; measure planarity and reduce unique types.',
            ),
          ],
        },
        {
          name: 'From Model to Fabrication',
          chapters: [
            chapter(
              'Preparing Parts for Fabrication',
              'gh-fabrication',
              'Unrolling, labelling, nesting and export.',
              'Unroll with tabs, engrave matching IDs and export cut, engrave and fold layers separately.',
              ['gh-components'],
            ),
          ],
        },
      ],
    },
  ];
}

/**
 * On a new development database: three courses whose content is served by this server at
 * /lessons/, so they play without internet, and one answered question to show the Q&A tab.
 * Returns how many courses it created.
 */
export async function seedCourses(db: Db, config: Config): Promise<number> {
  if (config.env === 'production' || (await countCourses(db)) > 0) return 0;
  const lesson = (file: string) => `${config.publicUrl}/lessons/${file}`;
  const bodies = demoCourses(lesson).map((course) => courseBodySchema.parse(course));
  const ids = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const body of bodies) created.push(await insertCourse(tx, body));
    return created;
  });

  const student = await findUserByEmail(db, 'student@atelier.local');
  const admin = await findUserByEmail(db, 'admin@atelier.local');
  const first = bodies[0]!.sections[0]!.chapters[0]!;
  if (student && admin && ids[0]) {
    const question = await insertQuestion(db, toUser(student), {
      courseId: ids[0],
      chapterId: chapterKey(ids[0], first.name),
      question: 'Is IFC enough to hand a model over to the contractor, or do they need the Revit file too?',
    });
    await insertAnswer(
      db,
      toUser(admin),
      question._id,
      'IFC carries the geometry and agreed data and is what most contracts ask for. Share the native file only ' +
        'if the contractor will keep modelling in Revit, and agree in the BIM execution plan who owns it.',
    );
  }
  return ids.length;
}
