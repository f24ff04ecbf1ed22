// Shared setup for the unit project (jsdom).
