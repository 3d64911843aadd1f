// The restore jobs views other screens use: a device's job list and one job's detail.
export { RestoreJobModal, type RestoreJobModalProps } from './restore-job-modal.tsx';
export { RestoreJobsPanel, type RestoreJobsPanelProps } from './restore-jobs-panel.tsx';
