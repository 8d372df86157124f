import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { VideoIcon } from '../../../components/ui/icons';
import { leaveSiteFor } from '../../../lib/leave-site';
import { useYoutubeConnect } from '../api/get-youtube-connect';
import { SUMMARY_TEXT } from '../messages';

/**
 * Connect YouTube Account (spec-2 §Summaries): leaves for the video provider's OAuth start with
 * the admin's id, when the server is configured with one; says so otherwise and stays.
 */
export function ConnectYoutubeButton() {
  const connect = useYoutubeConnect();

  function start() {
    connect.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (url) leaveSiteFor(url);
        else toast.info(SUMMARY_TEXT.youtubeNotConfigured);
      },
      onError: () => toast.error(SUMMARY_TEXT.youtubeFailed),
    });
  }

  return (
    <Button variant="secondary" loading={connect.isPending} onClick={start}>
      <VideoIcon size={18} aria-hidden="true" /> {SUMMARY_TEXT.connectYoutube}
    </Button>
  );
}
