//go:build !unix

package sudoku

import "time"

// cpuTime returns 0: the processor time is not measured here.
func cpuTime() time.Duration { return 0 }
