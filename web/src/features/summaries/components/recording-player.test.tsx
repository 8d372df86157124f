import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordingPlayer } from './recording-player';

const youtube = {
  sessionTitle: 'Parametric facades',
  recordingLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
};

describe('RecordingPlayer', () => {
  it('plays a YouTube recording embedded, with a plain link to it beside the frame for networks that block it', () => {
    render(<RecordingPlayer summary={youtube} />);
    expect(screen.getByTitle('Recording of Parametric facades')).toHaveAttribute('src', youtube.embedUrl);
    const link = screen.getByRole('link', { name: 'open the recording in a new tab' });
    expect(link).toHaveAttribute('href', youtube.recordingLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.closest('p')).toHaveTextContent(
      'Player not loading? Some networks block embedded videos: open the recording in a new tab',
    );
  });

  it('shows only the link for a recording that cannot be embedded', () => {
    render(
      <RecordingPlayer
        summary={{ ...youtube, recordingLink: 'https://vimeo.com/123456789', embedUrl: null }}
      />,
    );
    expect(screen.queryByTitle('Recording of Parametric facades')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the recording' })).toHaveAttribute(
      'href',
      'https://vimeo.com/123456789',
    );
  });
});
