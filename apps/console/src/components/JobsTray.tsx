import { useEffect } from 'react';
import { useJobs } from '~/stores/jobs';
import { lazyModule } from './lazyModule';

const trayPanel = lazyModule(() => import('./JobsTrayPanel'));

/**
 * The jobs tray lives in the authenticated layout, so it stays across pages while the jobs themselves run
 * outside React. It shows nothing until there is a job, so its code loads only then.
 */
export function JobsTray() {
  const { jobs, trayOpen } = useJobs();
  const tray = trayPanel.use();
  const needed = jobs.length > 0 || trayOpen;
  useEffect(() => {
    if (needed) trayPanel.prefetch();
  }, [needed]);
  return needed && tray ? <tray.JobsTrayPanel /> : null;
}
