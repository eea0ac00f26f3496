package fpuzzles

import "flag"

// The flag -allsamples asks the tests that check a sample of something
// slow to check all of it. No test of this package samples: the flag is
// here so that one command runs the whole of every package's tests,
//
//	go test ./... -allsamples
var _ = flag.Bool("allsamples", false, "no test of this package samples: it runs whole either way")
