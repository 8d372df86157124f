import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failingGlobalIds, ModelReport } from './model-report';
import { failingReport, GLOBAL_IDS, passingReport, spec } from './model.fixtures';

describe('ModelReport', () => {
  it('says in words that the model fails, and which specification fails with its counts and failures', () => {
    render(<ModelReport report={failingReport} />);
    const report = screen.getByRole('region', { name: 'IDS report: Studio 3 information requirements' });
    expect(within(report).getByText('The model fails 1 of 2 specifications')).toBeInTheDocument();
    const [walls, doors] = within(report)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h4'));
    expect(within(walls!).getByRole('heading', { name: 'Walls have a fire rating' })).toBeInTheDocument();
    expect(within(walls!).getByText('Required')).toBeInTheDocument();
    expect(within(walls!).getByText('Fails')).toBeInTheDocument();
    expect(within(walls!).getByText('2 applicable · 0 passed · 2 failed')).toBeInTheDocument();
    expect(walls).toHaveTextContent("IfcWall 'Wall-GF-North': Pset_WallCommon.FireRating is missing");
    expect(within(doors!).getByText('Optional')).toBeInTheDocument();
    expect(within(doors!).getByText('Passes')).toBeInTheDocument();
    expect(within(doors!).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a passing model passes', () => {
    render(<ModelReport report={passingReport} />);
    expect(screen.getByText('The model passes the IDS')).toBeInTheDocument();
    expect(screen.queryByText(/fails/i)).not.toBeInTheDocument();
  });

  it('folds a long list of failures behind a disclosure with the count, and says how many are not listed', async () => {
    const failures = Array.from({ length: 8 }, (_, i) => ({
      element: `IfcDoor 'Door-${i + 1}'`,
      reason: 'Name is missing',
    }));
    const report = {
      ...failingReport,
      specifications: [
        spec({
          name: 'Doors are named',
          usage: 'prohibited' as const,
          status: 'fail' as const,
          applicable: 600,
          passed: 0,
          failed: 600,
          failures,
        }),
      ],
    };
    render(<ModelReport report={report} />);
    expect(screen.getByText('Prohibited')).toBeInTheDocument();
    const summary = screen.getByText('600 failures');
    expect(screen.getByText("IfcDoor 'Door-1'")).not.toBeVisible();
    await userEvent.click(summary);
    expect(screen.getByText("IfcDoor 'Door-8'")).toBeVisible();
    expect(screen.getByText('and 592 more')).toBeVisible();
  });
});

describe('failingGlobalIds', () => {
  it('lists each failing element once, leaves out failures without a GlobalId, and nothing for no report', () => {
    const report = {
      ...failingReport,
      specifications: [
        ...failingReport.specifications,
        spec({
          status: 'fail',
          failed: 2,
          failures: [
            { globalId: GLOBAL_IDS.wallNorth, element: "IfcWall 'Wall-GF-North'", reason: 'Name is missing' },
            { element: 'IfcProject', reason: 'Description is missing' },
          ],
        }),
      ],
    };
    expect(failingGlobalIds(report)).toEqual([GLOBAL_IDS.wallNorth, GLOBAL_IDS.wallSouth]);
    expect(failingGlobalIds(passingReport)).toEqual([]);
    expect(failingGlobalIds(null)).toEqual([]);
  });
});
