// Component-test set-up: DOM matchers, i18n, and cleanup between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/index.ts';

afterEach(() => cleanup());
