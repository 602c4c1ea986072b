import { Badge, Button, Card, Flex, Heading, IconButton, Progress, Spinner, Text } from '@radix-ui/themes';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  isJobRunning,
  type Job,
  type JobItemStatus,
  type JobStatus,
  jobFraction,
  useJobs,
} from '~/stores/jobs';
import { clearFinishedJobs, closeJobsTray, dismissJob, openJobsTray } from '~/stores/jobUpdates';
import CheckCircledIcon from '~icons/radix-icons/check-circled';
import CircleIcon from '~icons/radix-icons/circle';
import Cross2Icon from '~icons/radix-icons/cross-2';
import CrossCircledIcon from '~icons/radix-icons/cross-circled';
import MinusCircledIcon from '~icons/radix-icons/minus-circled';
import StackIcon from '~icons/radix-icons/stack';
import './jobsTray.css';

const JOB_STATUS: Record<JobStatus, { text: string; color: 'blue' | 'green' | 'red' | 'gray' }> = {
  running: { text: 'Running', color: 'blue' },
  canceling: { text: 'Canceling', color: 'gray' },
  succeeded: { text: 'Done', color: 'green' },
  failed: { text: 'Failed', color: 'red' },
  canceled: { text: 'Canceled', color: 'gray' },
};

const ITEM_STATUS: Record<JobItemStatus, { text: string; icon: ReactNode }> = {
  pending: { text: 'Waiting', icon: <CircleIcon color="var(--gray-9)" aria-hidden /> },
  running: { text: 'In progress', icon: <Spinner size="1" /> },
  succeeded: { text: 'Succeeded', icon: <CheckCircledIcon color="var(--green-9)" aria-hidden /> },
  failed: { text: 'Failed', icon: <CrossCircledIcon color="var(--red-9)" aria-hidden /> },
  skipped: { text: 'Skipped', icon: <MinusCircledIcon color="var(--gray-9)" aria-hidden /> },
  canceled: { text: 'Canceled', icon: <MinusCircledIcon color="var(--gray-9)" aria-hidden /> },
};

/**
 * The jobs tray: a 'Jobs' button (with how many are running) that opens a panel of running and finished
 * jobs, their progress and per-item results. Escape closes the panel and returns focus to the button.
 */
export function JobsTrayPanel() {
  const { jobs, trayOpen, focusedJob } = useJobs();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();
  const running = jobs.filter(isJobRunning).length;

  // Opening from elsewhere (a toast's 'See details') moves focus into the panel, where the details are.
  useEffect(() => {
    if (trayOpen) panel.current?.focus();
  }, [trayOpen]);

  if (jobs.length === 0 && !trayOpen) return null;
  const close = () => {
    closeJobsTray();
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className="jobs-tray">
      {trayOpen ? (
        <Card asChild className="jobs-panel">
          <section ref={panel} id={panelId} aria-label="Jobs" tabIndex={-1} onKeyDown={onKeyDown}>
            <Flex justify="between" align="center" mb="2">
              <Heading as="h2" size="3">
                Jobs
              </Heading>
              <Flex gap="2" align="center">
                {jobs.length > running ? (
                  <Button
                    size="1"
                    variant="ghost"
                    color="gray"
                    onClick={() => {
                      clearFinishedJobs();
                      panel.current?.focus();
                    }}
                  >
                    Clear finished
                  </Button>
                ) : null}
                <IconButton size="1" variant="ghost" color="gray" aria-label="Close jobs" onClick={close}>
                  <Cross2Icon />
                </IconButton>
              </Flex>
            </Flex>
            {jobs.length === 0 ? (
              <Text size="2" color="gray">
                No jobs
              </Text>
            ) : (
              <ul className="jobs-list">
                {jobs.map((job) => (
                  <JobEntry
                    key={job.id}
                    job={job}
                    expanded={job.id === focusedJob}
                    // The dismissed job's button goes with it: keep focus in the tray rather than lose it.
                    onDismiss={() => {
                      dismissJob(job.id);
                      panel.current?.focus();
                    }}
                  />
                ))}
              </ul>
            )}
          </section>
        </Card>
      ) : null}
      <Button
        ref={button}
        variant="surface"
        aria-label={running > 0 ? `Jobs, ${running} running` : 'Jobs'}
        aria-expanded={trayOpen}
        aria-controls={trayOpen ? panelId : undefined}
        onClick={() => (trayOpen ? closeJobsTray() : openJobsTray())}
      >
        <StackIcon aria-hidden />
        Jobs
        {running > 0 ? (
          <Badge color="blue" radius="full">
            {running} running
          </Badge>
        ) : null}
      </Button>
    </div>
  );
}

function JobEntry({ job, expanded, onDismiss }: { job: Job; expanded: boolean; onDismiss: () => void }) {
  const [open, setOpen] = useState(expanded);
  useEffect(() => {
    if (expanded) setOpen(true);
  }, [expanded]);
  const itemsId = useId();
  const status = JOB_STATUS[job.status];
  const percent = Math.round(jobFraction(job) * 100);
  const settled = job.items.filter((item) => item.status !== 'pending' && item.status !== 'running').length;
  return (
    <li className="job-entry" aria-label={job.title}>
      <Flex justify="between" align="center" gap="2">
        <Text size="2" weight="medium">
          {job.title}
        </Text>
        <Flex gap="2" align="center">
          <Badge color={status.color}>{status.text}</Badge>
          {job.cancel ? (
            <Button size="1" variant="soft" color="red" onClick={job.cancel}>
              Cancel
            </Button>
          ) : null}
          {isJobRunning(job) ? null : (
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label={`Dismiss ${job.title}`}
              onClick={onDismiss}
            >
              <Cross2Icon />
            </IconButton>
          )}
        </Flex>
      </Flex>
      {isJobRunning(job) ? (
        <Progress value={percent} max={100} mt="2" aria-label={`${job.title} progress`} />
      ) : null}
      <Text as="p" size="1" color="gray" mt="1">
        {job.summary ?? job.progress?.text ?? `${settled} of ${job.items.length} done`}
      </Text>
      {job.warning ? (
        <Text as="p" size="1" color="amber" role="alert">
          {job.warning}
        </Text>
      ) : null}
      {job.items.length > 0 ? (
        <>
          <Button
            size="1"
            variant="ghost"
            mt="1"
            aria-expanded={open}
            aria-controls={itemsId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide details' : 'Show details'}
          </Button>
          {open ? (
            <ul id={itemsId} className="job-items" aria-label={`${job.title} details`}>
              {job.items.map((item) => (
                <li key={item.key}>
                  <Flex gap="2" align="start">
                    {ITEM_STATUS[item.status].icon}
                    <Text size="1">
                      <strong>{item.label}</strong>: {ITEM_STATUS[item.status].text}
                      {item.message ? ` (${item.message})` : ''}
                    </Text>
                  </Flex>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
