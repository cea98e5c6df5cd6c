// Matchers such as toHaveAccessibleName / toHaveFocus for component tests.
import '@testing-library/jest-dom';
