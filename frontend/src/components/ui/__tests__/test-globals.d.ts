// Types for the component tests when the editor or tsc checks frontend/: Jest's globals and
// jest-dom's matchers (loaded at run time by frontend/test/jest-dom.setup.ts).
/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
