/** Each component test starts from an empty page: what a test rendered is unmounted after it. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
