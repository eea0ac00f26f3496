//go:build !unix

package main

import "time"

// cpuTime returns 0 where getrusage is missing: the results then carry
// wall time only.
func cpuTime() time.Duration { return 0 }
