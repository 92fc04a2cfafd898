import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="py-10 text-center sm:py-20">
      <p className="mb-4 inline-block rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">AI-assisted tax preparation</p>
      <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
        Tax Season, Simplified
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
        We guide you step by step: upload your documents, answer a few questions, and we handle the complexity.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to="/auth/signup" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          Get Started Free
        </Link>
        <Link to="/auth/login" className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}>
          Sign In
        </Link>
      </div>
    </section>
  );
}
