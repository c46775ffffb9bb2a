import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor give up after 1 s by default: a lazy screen's first render (its chunk compiled by swc-jest)
// takes longer than that on a loaded 2-core machine, and a screen that never appears still fails, only later.
configure({ asyncUtilTimeout: 10_000 });
