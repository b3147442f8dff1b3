// Evaluated after the libraries and before the shell (see entry.ts): the portal's shared kernel.
import '@portal/shared-kernel';
