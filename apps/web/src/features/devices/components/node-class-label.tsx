// A device class as an OS icon and its readable name ("Windows server").
import { type NodeClass, type OsFamily, osFamily } from '@warden/domain';
import { useTranslation } from 'react-i18next';

const iconPaths: Record<OsFamily, string> = {
  windows: 'M2 3.5 7 2.8V7.5H2Zm6-.8L14 2v5.5H8ZM2 8.5h5v4.7l-5-.7Zm6 0h6V14l-6-.8Z',
  mac: 'M11 8.4c0-1.6 1.3-2.3 1.4-2.4-.8-1.1-2-1.3-2.4-1.3-1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6C4.2 4.7 3 5.4 2.5 6.6c-1.1 1.9-.3 4.8.8 6.3.5.8 1.1 1.6 1.9 1.6.8 0 1-.5 2-.5s1.2.5 2 .5 1.3-.8 1.8-1.5c.6-.8.8-1.6.8-1.7 0 0-1.6-.6-1.6-2.4ZM9.5 3.7c.4-.5.7-1.2.6-1.9-.6 0-1.3.4-1.8.9-.4.4-.7 1.1-.6 1.8.7.1 1.4-.3 1.8-.8Z',
  linux:
    'M8 1.5c-1.6 0-2.5 1.3-2.5 3 0 1 .3 1.7.1 2.5C5.2 8.3 3.5 9.8 3.5 12c0 .6.3 1 .8 1.2L6 14h4l1.7-.8c.5-.2.8-.6.8-1.2 0-2.2-1.7-3.7-2.1-5-.2-.8.1-1.5.1-2.5 0-1.7-.9-3-2.5-3Z',
};

export function NodeClassIcon({ nodeClass, size = 16 }: { nodeClass: NodeClass; size?: number }) {
  const family = osFamily(nodeClass);
  return (
    <svg
      className={`node-class-icon node-class-icon--${family}`}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
    >
      <path fill="currentColor" d={iconPaths[family]} />
    </svg>
  );
}

export function useNodeClassName() {
  const { t } = useTranslation('devices');
  return (nodeClass: NodeClass) => t(`nodeClass.${nodeClass}`);
}

export function NodeClassLabel({ nodeClass }: { nodeClass: NodeClass }) {
  const name = useNodeClassName();
  return (
    <span className="node-class">
      <NodeClassIcon nodeClass={nodeClass} />
      {name(nodeClass)}
    </span>
  );
}
