import { useEffect } from 'react';
import { useLocation, useNavigate } from 'shared/routing';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { ADMIN_MESSAGE_MS } from './admin-timings.ts';
import { savedNoticeOf } from './saved-notice.ts';

/**
 * A list screen's banner for the form that saved and came back here, shown for 3 s and said once: coming back
 * to this history entry later does not say it again.
 */
export function useSavedNotice() {
  const [savedMessage, showSavedMessage] = useFleetingMessage(ADMIN_MESSAGE_MS);
  const location = useLocation();
  const navigate = useNavigate();
  const savedNotice = savedNoticeOf(location.state);
  const { pathname } = location;

  useEffect(() => {
    if (!savedNotice) return;
    showSavedMessage(savedNotice, 'success');
    navigate(pathname, { replace: true, state: null });
  }, [savedNotice, showSavedMessage, navigate, pathname]);

  return savedMessage;
}
