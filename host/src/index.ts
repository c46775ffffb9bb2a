// The shell starts at once: there is no share scope to set up before it (the host provides its singletons to the
// remotes when the first remote loads, app/remotes/federation.ts).
import './bootstrap';
