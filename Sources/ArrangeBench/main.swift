print("arrange-bench: workloads land with the solver")
