import { configure } from '@testing-library/dom';

// A lazily loaded page compiles on first use; on a busy 2-core CI machine that can take
// longer than testing-library's 1 s default wait for what a user would see.
configure({ asyncUtilTimeout: 5000 });
